import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import type { AddAlertHandler } from '../types';
import { ADD_ALERT_LABELS, addAlertLabel, alertDraftKey, type AlertDraft } from '../utils/add-alert';

export interface AddAlertButtonProps {
  draft: AlertDraft;
  /** Creates the alert. Without it the button shows its state but does nothing. */
  onAddAlert?: AddAlertHandler;
}

/** The add-alert button: its label names what the alert would follow (spec §4). */
export function AddAlertButton({ draft, onAddAlert }: AddAlertButtonProps) {
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = addAlertLabel(draft);
  const key = alertDraftKey(draft);
  const disabled = label === ADD_ALERT_LABELS.none || savedKey === key;

  const onClick = async () => {
    if (!onAddAlert || disabled || saving) {
      return;
    }
    setSaving(true);
    try {
      if ((await onAddAlert(draft)) === true) {
        setSavedKey(key);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      leftSection={<IconBell size={18} aria-hidden />}
      disabled={disabled}
      loading={saving}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}
