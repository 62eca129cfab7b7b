import { Progress, Stack, Text } from '@mantine/core';
import { strengthLabel, strengthMeterColor, strengthMeterWidth } from '../../lib/password';

export interface PasswordStrengthMeterProps {
  /** The server's score 0 to 4; unknown until the password is long enough to be checked. */
  score: number | undefined;
  /** Whether the password field has any text. */
  hasText: boolean;
  /** The server's suggestions. */
  message?: string | undefined;
  id?: string;
}

/** Five-colour meter, red to green, 25% per score step and at least 5% once there is text. */
export function PasswordStrengthMeter({ score, hasText, message, id }: PasswordStrengthMeterProps) {
  const width = strengthMeterWidth(score, hasText);
  const color = strengthMeterColor(score);
  const label = hasText ? strengthLabel(score) : 'No password yet';
  return (
    <Stack gap={4} id={id}>
      <Progress.Root size="sm" radius="xl">
        <Progress.Section
          value={width}
          color={color}
          data-strength-color={color}
          aria-label={`Password strength: ${label}`}
          aria-valuetext={label}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" aria-live="polite">
        {hasText ? `Strength: ${label}` : 'Strength: enter a password'}
      </Text>
      {message ? (
        <Text size="sm" data-testid="password-suggestions">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
