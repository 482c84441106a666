import {
  Badge,
  createTheme,
  type CSSVariablesResolver,
  Drawer,
  DrawerHeader,
  type DrawerHeaderProps,
  Modal,
  ModalHeader,
  type ModalHeaderProps,
} from '@mantine/core';

// Mantine draws the title bar of a drawer or modal as <header>. Portalled to the body, outside any
// sectioning element, that is a banner landmark: a second one beside the page's own (axe:
// landmark-no-duplicate-banner), in every admin form. A div says the same to sight, and the dialog
// is already named by its title (aria-labelledby). `component` reaches the header's Box through
// the props Mantine spreads last; its props type leaves it out, hence the widening.
const plainTitleBar = { component: 'div' } as object;
/** Mantine's close button is an icon without a name: every drawer and modal says what it does. */
const namedClose = { closeButtonProps: { 'aria-label': 'Close' } };

// The public site is a gallery wall: a quiet serif for headings, a clean sans for text.
export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 8,
  colors: {
    ink: ['#f5f3f0', '#e7e3dd', '#cfc8bd', '#b5ab9b', '#9f927f', '#91826d', '#897a63', '#766853', '#2f2a24', '#1f1d1a'],
    madder: [
      '#fbeeea',
      '#f1dbd3',
      '#e4b4a5',
      '#d78b74',
      '#cc684b',
      '#c65231',
      '#b5523b',
      '#a03a20',
      '#8f321b',
      '#7d2814',
    ],
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: {
    fontFamily: '"Cormorant Garamond", Georgia, "Times New Roman", serif',
    fontWeight: '500',
  },
  defaultRadius: 'xs',
  black: '#1f1d1a',
  cursorType: 'pointer',
  components: {
    Drawer: Drawer.extend({ defaultProps: namedClose }),
    Modal: Modal.extend({ defaultProps: namedClose }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: plainTitleBar as Partial<DrawerHeaderProps> }),
    ModalHeader: ModalHeader.extend({ defaultProps: plainTitleBar as Partial<ModalHeaderProps> }),
    // Light badges print their text in the colour's 6th shade on a tint: too pale for WCAG AA.
    Badge: Badge.extend({
      vars: (_theme, props) => {
        if (props.variant !== 'light') return { root: {} };
        const color = String(props.color ?? 'ink').split('.')[0];
        return {
          root: { '--badge-color': `var(--mantine-color-${color}-9)`, '--badge-bg': `var(--mantine-color-${color}-0)` },
        };
      },
    }),
  },
});

/** Mantine's default dimmed grey fails WCAG AA contrast on white; ours is the ink's own grey. */
export const cssVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.ink[7] },
  dark: {},
});
