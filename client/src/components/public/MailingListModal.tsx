import { Anchor, Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { subscribeInput } from '#shared/schemas/forms';
import { toastError, toastSuccess } from '../../app/toast';
import { firstFieldErrors, httpStatusOf, messageOf } from '../../lib/api-error';
import { zodValidate } from '../../lib/form-validate';
import { trpc } from '../../lib/trpc';
import classes from './MailingListModal.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  agree: boolean;
}

/** The mailing-list popup, opened from the menu and the footer. */
export function MailingListModal({ opened, onClose }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', agree: false },
    validate: zodValidate(subscribeInput),
    validateInputOnBlur: true,
  });

  const subscribe = trpc.forms.subscribe.useMutation({
    onSuccess: ({ message }) => {
      toastSuccess(message);
      form.reset();
    },
    onError: (err) => {
      // 401/404/5xx are the global policy's; a 422 lands under its fields, a 429 as a toast.
      const status = httpStatusOf(err);
      if (status === undefined || status >= 500) return;
      const fields = firstFieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else toastError(messageOf(err));
    },
  });

  const submit = form.onSubmit((values) => {
    subscribe.mutate({ name: values.name, email: values.email, agree: true });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      padding="xl"
      title={<span className={classes.title}>Join our mailing list</span>}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" c="ink.7" mb="lg" lh={1.6}>
        Invitations to openings, first looks at new work and the occasional letter from the gallery. A few emails a
        season; unsubscribe whenever you like.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Checkbox
            color="ink.8"
            label={
              <>
                I agree to the{' '}
                <Anchor
                  component={Link}
                  to="/terms-and-conditions"
                  target="_blank"
                  size="sm"
                  underline="always"
                  c="inherit"
                >
                  terms and conditions
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to="/privacy-policy" target="_blank" size="sm" underline="always" c="inherit">
                  privacy policy
                </Anchor>
                .
              </>
            }
            {...form.getInputProps('agree', { type: 'checkbox' })}
          />
          <Button type="submit" color="ink.8" mt="xs" disabled={!form.isValid()} loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
