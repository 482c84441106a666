import { createTheme } from '@mantine/core';

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
});
