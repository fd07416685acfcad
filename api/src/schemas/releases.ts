// Request and response schemas of the public release manifest and the admin release endpoints.
import { Type } from '@fastify/type-provider-typebox';
import {
  COUNTRIES,
  MANIFEST_URL_MAX_LENGTH,
  MANIFEST_URL_PATTERN,
  RELEASE_COUNTRIES,
  REMOTES,
  VERSION_PATTERN,
} from '../releases/rules';
import { StringEnum } from './common';

const RemoteName = StringEnum(REMOTES, { description: 'micro-frontend remote' });
const ReleaseCountry = StringEnum(RELEASE_COUNTRIES, { description: "country code; '*' = every country without its own release" });
const Version = Type.String({ pattern: VERSION_PATTERN, description: 'semantic version, e.g. 1.2.0' });
const ManifestUrl = Type.String({
  pattern: MANIFEST_URL_PATTERN,
  maxLength: MANIFEST_URL_MAX_LENGTH,
  description: 'where the remote’s mf-manifest.json lives (absolute URL or same-origin path)',
});

export const ReleasesQuery = Type.Object({
  country: StringEnum(COUNTRIES, { description: 'visitor country' }),
});

export const RemoteRelease = Type.Object({
  name: RemoteName,
  version: Type.String(),
  manifestUrl: Type.String(),
});

export const ReleaseManifest = Type.Object({
  country: StringEnum(COUNTRIES),
  remotes: Type.Array(RemoteRelease),
});

export const SetReleaseBody = Type.Object(
  {
    remote: RemoteName,
    version: Version,
    country: Type.Optional(ReleaseCountry),
    manifestUrl: Type.Optional(ManifestUrl),
  },
  { additionalProperties: false },
);

export const RollbackBody = Type.Object(
  {
    remote: RemoteName,
    country: Type.Optional(ReleaseCountry),
  },
  { additionalProperties: false },
);

export const ReleaseRecord = Type.Object({
  id: Type.Integer(),
  country: ReleaseCountry,
  remote: RemoteName,
  version: Type.String(),
  manifestUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  rolledBackAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ReleaseHistory = Type.Object({ releases: Type.Array(ReleaseRecord) });

export const CurrentRelease = Type.Object({
  name: RemoteName,
  version: Type.String(),
  manifestUrl: Type.String(),
  country: ReleaseCountry,
});

export const RollbackResult = Type.Object({
  rolledBack: ReleaseRecord,
  current: Type.Union([CurrentRelease, Type.Null()]),
});
