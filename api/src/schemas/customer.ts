// Request and response shapes of the customer API (spec calls 6 to 9) and the outbox.
import { Type } from 'typebox';

const Digits = (max: number) => Type.String({ pattern: `^\\d{1,${max}}$` });
const Text = (max: number) => Type.String({ maxLength: max });

export const LoginOtpBody = Type.Object(
  {
    mobile: Digits(15),
    isd: Digits(4),
    appcode: Type.Literal('HMPL'),
    name: Text(120),
    email: Type.Optional(Text(254)),
  },
  { additionalProperties: false },
);

export const VerifyOtpBody = Type.Object(
  {
    mobile: Digits(15),
    isd: Digits(4),
    appcode: Type.Literal('HMPL'),
    otp: Type.String({ pattern: '^\\s*\\d{1,10}\\s*$' }),
    name: Text(120),
    email: Type.Optional(Text(254)),
    duplicate: Type.Optional(Type.Literal('1')),
    leadsource: Type.Optional(Text(60)),
    leadstatus: Type.Optional(Text(60)),
    typestatus: Type.Optional(Text(60)),
    requirement: Type.Optional(Text(4000)),
    responseId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
  },
  { additionalProperties: false },
);

export const OtpSent = Type.Object({ status: Type.Literal(200), message: Type.String(), resendAfterSeconds: Type.Integer() });
export const OtpVerified = Type.Object({ status: Type.Literal(200), token: Type.String(), expiresAt: Type.String() });
export const Refused = Type.Object({ msg: Type.String() });

export const ResponseParams = Type.Object({ responseId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) });
export const UpdateResponseBody = Type.Object(
  { mobileNumber: Digits(15), name: Text(120), isd: Digits(4), btnUrl: Type.String({ maxLength: 2000, pattern: '^/|^https?://' }) },
  { additionalProperties: false },
);
export const UpdateResponseResult = Type.Object({ flag: Type.Boolean(), message: Type.String() });
export const PackageBody = Type.Object(
  { packageType: Type.Union(['Option1', 'Option2', 'Option1_2D_3D', 'Option2_2D_3D', 'Option1_2D_3D_Offer'].map((v) => Type.Literal(v))) },
  { additionalProperties: false },
);
export const OfferStarted = Type.Object({ offerStartedAt: Type.String() });
export const OutboxList = Type.Array(
  Type.Object({ channel: Type.String(), to: Type.String(), body: Type.String(), createdAt: Type.String() }),
);
