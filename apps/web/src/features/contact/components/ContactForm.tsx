import {
  CONTACT_FORM_TYPE_LABELS,
  CONTACT_FORM_TYPES,
  CONTACT_MESSAGES,
  SELECT_FORM_TYPE,
  type ContactFormType,
  type ContactRequest,
} from '@gavel/contract';
import { Alert, Button, NativeSelect, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';

type Values = Record<string, string>;

/** The message for a failed send (spec §8 Contact). */
export function contactFailure(error: unknown): string {
  if (!isApiError(error)) {
    return CONTACT_MESSAGES.failed;
  }
  if (error.isNetworkError) {
    return CONTACT_MESSAGES.noResponse;
  }
  if (error.status === 401) {
    return CONTACT_MESSAGES.expired;
  }
  const fields = error.fieldErrors;
  return error.serverMessage ?? (fields ? Object.values(fields).flat().join(' ') : CONTACT_MESSAGES.failed);
}

function fieldsOf(type: ContactFormType, values: Values): ContactRequest {
  const v = (name: string) => values[name] ?? '';
  switch (type) {
    case 'newLocality':
      return {
        formType: type,
        localityName: v('localityName'),
        videoChannel: v('videoChannel'),
        website: v('website'),
      };
    case 'storyNotification':
      return { formType: type, storyDetails: v('storyDetails'), storyUrl: v('storyUrl') };
    case 'troubleTicket':
      return {
        formType: type,
        issueDescription: v('issueDescription'),
        stepsToReproduce: v('stepsToReproduce'),
      };
    case 'generalFeedback':
      return { formType: type, feedback: v('feedback'), expectFollowup: v('expectFollowup') as 'yes' | 'no' };
  }
}

/** The contact form for signed-in users (spec §2, §3, §5): a type, then that type's fields. */
export function ContactForm() {
  const [formType, setFormType] = useState<ContactFormType | ''>('');
  const [values, setValues] = useState<Values>({});
  const [typeError, setTypeError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = useSendContact();

  const text = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((all) => ({ ...all, [name]: value }));
    },
    disabled: send.isPending,
  });

  /** A field for a long answer, growing with its text; an optional one says so. */
  const longText = (name: string, label: string, need: 'required' | 'optional', minRows = 4) => (
    <Textarea
      label={label}
      description={need === 'optional' ? 'Optional' : undefined}
      required={need === 'required'}
      autosize
      minRows={minRows}
      maxLength={10000}
      {...text(name)}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formType === '') {
      setTypeError(SELECT_FORM_TYPE);
      return;
    }
    setResult(null);
    send.mutate(fieldsOf(formType, values), {
      onSuccess: () => {
        setResult({ kind: 'success', text: CONTACT_MESSAGES.sent });
        setFormType('');
        setValues({});
      },
      onError: (error) => setResult({ kind: 'error', text: contactFailure(error) }),
    });
  };

  return (
    <Stack gap="md" component="section" maw={640}>
      <Title order={1}>Contact us</Title>
      <Title order={2} size="h3">
        Send us a message
      </Title>
      <Text>Suggest a new locality, tell us about a story, report a problem or send feedback.</Text>
      <form onSubmit={onSubmit} aria-label="Contact form">
        <Stack gap="md">
          <NativeSelect
            label="Form type"
            value={formType}
            error={typeError}
            onChange={(event) => {
              setFormType(event.currentTarget.value as ContactFormType | '');
              setTypeError(null);
              setResult(null);
            }}
            disabled={send.isPending}
            data={[
              { value: '', label: 'Select a form type' },
              ...CONTACT_FORM_TYPES.map((type) => ({ value: type, label: CONTACT_FORM_TYPE_LABELS[type] })),
            ]}
          />
          {formType === 'newLocality' ? (
            <>
              <TextInput label="Locality name" required maxLength={200} {...text('localityName')} />
              <TextInput
                label="Video channel"
                description="Optional"
                maxLength={2000}
                {...text('videoChannel')}
              />
              <TextInput
                label="Website"
                description="Optional"
                type="url"
                maxLength={2000}
                {...text('website')}
              />
            </>
          ) : null}
          {formType === 'storyNotification' ? (
            <>
              {longText('storyDetails', 'Story details', 'required')}
              <TextInput label="Story URL" required type="url" maxLength={2000} {...text('storyUrl')} />
            </>
          ) : null}
          {formType === 'troubleTicket' ? (
            <>
              {longText('issueDescription', 'Issue description', 'required')}
              {longText('stepsToReproduce', 'Steps to reproduce', 'optional', 3)}
            </>
          ) : null}
          {formType === 'generalFeedback' ? (
            <>
              {longText('feedback', 'Feedback', 'required')}
              <Radio.Group
                label="Do you expect a follow-up?"
                withAsterisk
                value={values.expectFollowup ?? ''}
                onChange={(value) => setValues((all) => ({ ...all, expectFollowup: value }))}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="yes" label="Yes" name="expectFollowup" required disabled={send.isPending} />
                  <Radio value="no" label="No" name="expectFollowup" required disabled={send.isPending} />
                </Stack>
              </Radio.Group>
            </>
          ) : null}
          <div aria-live="polite">
            {result ? (
              <Alert color={result.kind === 'success' ? 'green' : 'red'} variant="light">
                {result.text}
              </Alert>
            ) : null}
          </div>
          <div>
            <Button type="submit" disabled={send.isPending} loading={send.isPending}>
              Send Message
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
