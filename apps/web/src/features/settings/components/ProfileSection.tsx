import {
  DELIVERY_CHANNELS,
  FREQUENCIES,
  PROFILE_TIME_ZONES,
  SELECT_DEFAULT_CHANNEL,
  WEEKDAYS,
} from '@gavel/contract';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../lib/api-client';
import { formatApTime } from '../../../lib/time';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  changeFrequency,
  draftFromProfile,
  HOURS,
  requestFromDraft,
  type ProfileDraft,
} from '../utils/profile-form';

export const CHANGES_SAVED = 'Changes saved!';
const SAVED_MESSAGE_MS = 3000;

const zoneLabel = (value: string) => PROFILE_TIME_ZONES.find((zone) => zone.value === value)?.label ?? value;

function ViewRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text data-testid={`profile-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value || '—'}</Text>
    </div>
  );
}

/** The field of the request an edit of the draft changes (its errors go when it is edited). */
function fieldOf(key: keyof ProfileDraft): string {
  if (key === 'hour' || key === 'meridiem') {
    return 'time';
  }
  return key.startsWith('last') && key !== 'last_name' ? '' : key;
}

/** What a failed save says above its buttons; the fields themselves show their own errors. */
function saveFailureText(error: unknown, fields: Record<string, string[]> | undefined): string {
  if (fields) {
    return 'Check the fields marked above and save again.';
  }
  if (isApiError(error) && error.serverMessage) {
    return error.serverMessage;
  }
  return 'The profile could not be saved. Please try again later.';
}

/** Profile Information (spec §2, §4, §5): view mode, then edit mode with Save and Cancel. */
export function ProfileSection() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [channelError, setChannelError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const hideSaved = useTimeout(() => setSaved(false), SAVED_MESSAGE_MS);

  if (profile.isPending) {
    return <LoadingSpinner label="Loading profile" />;
  }
  if (profile.isError) {
    return <Alert color="red">Could not load your profile. Please try again later.</Alert>;
  }
  const data = profile.data;

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    setFieldErrors(({ [fieldOf(key)]: _fixed, ...rest }) => rest);
  };
  const errorOf = (field: string) => fieldErrors[field]?.join(' ') || null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) {
      return;
    }
    if (!(DELIVERY_CHANNELS as readonly string[]).includes(draft.channel)) {
      setChannelError(SELECT_DEFAULT_CHANNEL);
      return;
    }
    setFieldErrors({});
    setSaveFailed(null);
    update.mutate(requestFromDraft(draft), {
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : undefined;
        setFieldErrors(fields ?? {});
        setSaveFailed(saveFailureText(error, fields));
      },
      onSuccess: () => {
        setDraft(null);
        setSaved(true);
        hideSaved.clear();
        hideSaved.start();
      },
    });
  };

  const status = update.isPending ? 'Saving...' : saved ? CHANGES_SAVED : '';

  return (
    <Stack gap="md">
      <Title order={2}>Profile Information</Title>
      <Text role="status" aria-live="polite" c="#1e6b30" fw={600} mih={24}>
        {status}
      </Text>
      {draft === null ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ViewRow label="First name" value={data.user.first_name} />
            <ViewRow label="Last name" value={data.user.last_name} />
            <ViewRow label="Email" value={data.email_account} />
            <ViewRow label="Slack" value={data.slack_account} />
            <ViewRow label="Frequency" value={data.frequency} />
            <ViewRow label="Channel" value={data.channel} />
            {data.frequency === 'Weekly' ? <ViewRow label="Day" value={data.day ?? ''} /> : null}
            {data.frequency !== 'Hourly' ? (
              <ViewRow label="Time" value={formatApTime(data.time, data.timezone)} />
            ) : null}
            <ViewRow label="Time zone" value={zoneLabel(data.timezone)} />
          </SimpleGrid>
          <Group>
            <Button
              onClick={() => {
                setChannelError(null);
                setFieldErrors({});
                setSaveFailed(null);
                setDraft(draftFromProfile(data));
              }}
            >
              Edit
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                value={draft.first_name}
                onChange={(event) => set('first_name', event.currentTarget.value)}
                maxLength={150}
                autoComplete="given-name"
                error={errorOf('first_name')}
              />
              <TextInput
                label="Last name"
                value={draft.last_name}
                onChange={(event) => set('last_name', event.currentTarget.value)}
                maxLength={150}
                autoComplete="family-name"
                error={errorOf('last_name')}
              />
              <TextInput
                label="Email"
                type="email"
                value={draft.email_account}
                onChange={(event) => set('email_account', event.currentTarget.value)}
                autoComplete="email"
                error={errorOf('email_account')}
              />
              <TextInput
                label="Slack"
                description="Slack incoming-webhook URL or account"
                value={draft.slack_account}
                onChange={(event) => set('slack_account', event.currentTarget.value)}
                error={errorOf('slack_account')}
              />
              <Select
                label="Frequency"
                data={[...FREQUENCIES]}
                value={draft.frequency}
                allowDeselect={false}
                error={errorOf('frequency')}
                onChange={(value) =>
                  value && setDraft((current) => current && changeFrequency(current, value))
                }
              />
              <NativeSelect
                label="Channel"
                data={[{ value: '', label: 'Select a channel' }, ...DELIVERY_CHANNELS]}
                value={draft.channel}
                error={channelError ?? errorOf('channel')}
                onChange={(event) => {
                  setChannelError(null);
                  set('channel', event.currentTarget.value);
                }}
              />
              {draft.frequency === 'Weekly' ? (
                <Select
                  label="Day"
                  data={[...WEEKDAYS]}
                  value={draft.day}
                  allowDeselect={false}
                  error={errorOf('day')}
                  onChange={(value) => value && set('day', value)}
                />
              ) : null}
              {draft.hour !== null ? (
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Select
                    label="Time"
                    aria-label="Hour"
                    data={HOURS.map((hour) => ({ value: String(hour), label: String(hour) }))}
                    value={String(draft.hour)}
                    allowDeselect={false}
                    onChange={(value) => value && set('hour', Number(value))}
                    error={errorOf('time')}
                    w={90}
                  />
                  <Text pb={6} aria-hidden>
                    :00
                  </Text>
                  <Select
                    aria-label="AM or PM"
                    data={['AM', 'PM']}
                    value={draft.meridiem}
                    allowDeselect={false}
                    onChange={(value) => value && set('meridiem', value)}
                    w={90}
                  />
                  <Text pb={6} size="sm" c="dimmed">
                    {formatApTime(`${draft.hour}:00 ${draft.meridiem}`, draft.timezone)}
                  </Text>
                </Group>
              ) : null}
              <Select
                label="Time zone"
                data={PROFILE_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }))}
                value={draft.timezone}
                allowDeselect={false}
                error={errorOf('timezone')}
                onChange={(value) => value && set('timezone', value)}
              />
            </SimpleGrid>
            {saveFailed ? (
              <Alert color="red" role="alert" title="Your profile was not saved">
                {saveFailed}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setDraft(null);
                  setFieldErrors({});
                  setSaveFailed(null);
                }}
                disabled={update.isPending}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
