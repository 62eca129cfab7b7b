import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface TranscriptErrorBoundaryProps {
  children: ReactNode;
}

interface TranscriptErrorBoundaryState {
  error: Error | null;
}

/** Keeps a transcript that fails to render from taking the page down with it (spec §8). */
export class TranscriptErrorBoundary extends Component<
  TranscriptErrorBoundaryProps,
  TranscriptErrorBoundaryState
> {
  override state: TranscriptErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): TranscriptErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The transcript could not be displayed', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error === null) {
      return this.props.children;
    }
    return (
      <Paper withBorder p="lg" role="alert">
        <Stack gap="xs" align="flex-start">
          <Title order={3}>Something went wrong</Title>
          <Text>We&apos;re having trouble displaying this transcript.</Text>
          <Button variant="light" onClick={this.reset}>
            Try again
          </Button>
        </Stack>
      </Paper>
    );
  }
}
