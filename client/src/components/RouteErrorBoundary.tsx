import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '#shared/messages';
import { ChunkLoadError } from '../lib/lazy-page';
import NotFoundPage from '../pages/NotFoundPage';

/** Shown when a page fails to render or its chunk cannot be loaded. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // The server's answer for an unknown path or a missing or inactive item (a real 404).
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = error instanceof ChunkLoadError;
  return (
    <Container size="xs" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{MSG.serverError}</Title>
        <Text c="dimmed">
          {chunk ? (error as Error).message : 'The page could not be shown. Please reload and try again.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
