import { Anchor, Box, Collapse, Group, MultiSelect, Select, Stack, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { DATE_OPTIONS, type UserLocalities } from '@gavel/contract';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import {
  dateParamFor,
  SORT_OPTIONS,
  uploadedWithinFrom,
  type SearchState,
  type SortOrder,
} from '../utils/search-state';
import classes from './SearchPage.module.css';

/** At this width and up the filters start open; on small screens they start collapsed. */
const WIDE_SCREEN = '(min-width: 48em)';

function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches;
}

const dateData = DATE_OPTIONS.map((option) => ({ value: dateParamFor(option.value), label: option.label }));

export interface SearchFiltersProps {
  state: SearchState;
  options: UserLocalities | undefined;
  optionsLoading: boolean;
  onChange: (change: Partial<SearchState>) => void;
}

/** The collapsible Filter/Sort Results section (spec §2): DATE, SORT BY, LOCALITY, STATE, Clear all. */
export function SearchFilters({ state, options, optionsLoading, onChange }: SearchFiltersProps) {
  const [opened, setOpened] = useState(startsOpen);
  const panelId = useId();
  const Chevron = opened ? IconChevronUp : IconChevronDown;

  // Selected values stay listed even before (or without) the options from the server.
  const withSelected = (list: { value: string; label: string }[] | undefined, selected: string[]) => {
    const data = [...(list ?? [])];
    for (const value of selected) {
      if (!data.some((option) => option.value === value)) {
        data.push({ value, label: value });
      }
    }
    return data;
  };

  return (
    <Box className={classes.filters}>
      <UnstyledButton
        className={classes.filtersToggle}
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        <Group justify="space-between" wrap="nowrap">
          <span>Filter/Sort Results</span>
          <Chevron size={18} aria-hidden />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId} keepMounted={false}>
        <Stack gap="sm" pt="sm">
          <Select
            label="DATE"
            data={dateData}
            value={dateParamFor(state.uploadedWithin)}
            allowDeselect={false}
            onChange={(value) => {
              const uploadedWithin = uploadedWithinFrom(value);
              if (uploadedWithin !== undefined) {
                onChange({ uploadedWithin });
              }
            }}
          />
          <Select
            label="SORT BY"
            data={SORT_OPTIONS}
            value={state.sort}
            allowDeselect={false}
            onChange={(value) => {
              if (value === 'newest' || value === 'oldest') {
                onChange({ sort: value satisfies SortOrder });
              }
            }}
          />
          <MultiSelect
            label="LOCALITY"
            placeholder={state.localities.length === 0 ? 'All localities' : undefined}
            data={withSelected(options?.localities, state.localities)}
            value={state.localities}
            onChange={(localities) => onChange({ localities })}
            searchable
            clearable
            nothingFoundMessage={optionsLoading ? 'Loading...' : 'No matching localities'}
            hidePickedOptions
          />
          <MultiSelect
            label="STATE"
            placeholder={state.states.length === 0 ? 'All states' : undefined}
            data={withSelected(options?.states, state.states)}
            value={state.states}
            onChange={(states) => onChange({ states })}
            searchable
            clearable
            nothingFoundMessage={optionsLoading ? 'Loading...' : 'No matching states'}
            hidePickedOptions
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onChange({ localities: [], states: [] })}
            >
              Clear all
            </Anchor>
          </Group>
        </Stack>
      </Collapse>
    </Box>
  );
}
