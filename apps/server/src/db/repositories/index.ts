import type pg from 'pg';
import type { Db } from '../database.ts';
import { alertsRepository } from './alerts.repository.ts';
import { alertStopsRepository } from './alert-stops.repository.ts';
import { channelsRepository } from './channels.repository.ts';
import { embedsRepository } from './embeds.repository.ts';
import { groupsRepository } from './groups.repository.ts';
import { ingestRepository } from './ingest.repository.ts';
import { meetingsRepository } from './meetings.repository.ts';
import { searchRepository } from './search.repository.ts';
import { searchIndexesRepository } from './search-indexes.repository.ts';
import { signInFailuresRepository } from './sign-in-failures.repository.ts';
import { summariesRepository } from './summaries.repository.ts';
import { usersRepository } from './users.repository.ts';
import { profilesRepository } from './profiles.repository.ts';
import { groupAdminRepository } from './group-admin.repository.ts';
import { contactMessagesRepository } from './contact-messages.repository.ts';

export type { ChannelsRepository } from './channels.repository.ts';
export type { GroupsRepository } from './groups.repository.ts';
export type { IngestRepository } from './ingest.repository.ts';
export type { MeetingsRepository } from './meetings.repository.ts';
export type { SearchRepository } from './search.repository.ts';
export type { SearchIndexesRepository } from './search-indexes.repository.ts';
export type { SummariesRepository } from './summaries.repository.ts';
export type { UsersRepository } from './users.repository.ts';
export type { ProfileRow, ProfilesRepository } from './profiles.repository.ts';
export type { GroupAdminRepository } from './group-admin.repository.ts';
export type { ContactMessagesRepository } from './contact-messages.repository.ts';
export type { EmbedsRepository } from './embeds.repository.ts';
export type { AlertsRepository } from './alerts.repository.ts';
export type SignInFailuresRepository = ReturnType<typeof signInFailuresRepository>;

export function createRepositories(db: Db, pool: pg.Pool) {
  return {
    users: usersRepository(db),
    groups: groupsRepository(db),
    channels: channelsRepository(db),
    meetings: meetingsRepository(db, pool),
    search: searchRepository(db),
    searchIndexes: searchIndexesRepository(pool),
    signInFailures: signInFailuresRepository(db),
    summaries: summariesRepository(db),
    profiles: profilesRepository(db),
    groupAdmin: groupAdminRepository(db),
    contactMessages: contactMessagesRepository(db),
    embeds: embedsRepository(db),
    alerts: alertsRepository(db),
    alertStops: alertStopsRepository(db),
    ingest: ingestRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
