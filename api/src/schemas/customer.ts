// Request and response shapes of the customer API (spec calls 6 to 9) and the outbox. Fields not
// named here are dropped before the handler runs (Fastify's AJV removes additional properties).
import { Type } from 'typebox';

const Digits = (max: number) => Type.String({ pattern: `^\\d{1,${max}}$` });
/** One line of text: no control characters (they have no place in a name and would upset logs and mail headers). */
const Line = (max: number) => Type.String({ maxLength: max, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** Free text: line breaks and tabs allowed, other control characters not. */
const Text = (max: number) => Type.String({ maxLength: max, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$' });
const ResponseId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' });

export const LoginOtpBody = Type.Object(
  {
    mobile: Digits(15),
    isd: Digits(4),
    appcode: Type.Literal('HMPL'),
    name: Line(120),
    email: Type.Optional(Line(254)),
  },
  { additionalProperties: false },
);

export const VerifyOtpBody = Type.Object(
  {
    mobile: Digits(15),
    isd: Digits(4),
    appcode: Type.Literal('HMPL'),
    otp: Type.String({ pattern: '^\\s*\\d{1,10}\\s*$' }),
    name: Line(120),
    email: Type.Optional(Line(254)),
    duplicate: Type.Optional(Type.Literal('1')),
    leadsource: Type.Optional(Line(60)),
    leadstatus: Type.Optional(Line(60)),
    typestatus: Type.Optional(Line(60)),
    requirement: Type.Optional(Text(4000)),
    responseId: ResponseId,
  },
  { additionalProperties: false },
);

export const OtpSent = Type.Object({ status: Type.Literal(200), message: Type.String(), resendAfterSeconds: Type.Integer() });
export const OtpVerified = Type.Object({ status: Type.Literal(200), token: Type.String(), expiresAt: Type.String() });
/** Every refusal of calls 8 and 9 carries `msg`, the text the browser shows; bad input also has the usual error fields. */
export const Refused = Type.Object({
  msg: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

export const ResponseParams = Type.Object({ responseId: ResponseId });
export const UpdateResponseBody = Type.Object(
  { mobileNumber: Digits(15), name: Line(120), isd: Digits(4), btnUrl: Type.String({ maxLength: 2000, pattern: '^(/|https?://)[^\\s]*$' }) },
  { additionalProperties: false },
);
export const UpdateResponseResult = Type.Object({ flag: Type.Boolean(), message: Type.String() });
export const PackageBody = Type.Object(
  { packageType: Type.Union(['Option1', 'Option2', 'Option1_2D_3D', 'Option2_2D_3D', 'Option1_2D_3D_Offer'].map((v) => Type.Literal(v))) },
  { additionalProperties: false },
);
export const OfferStarted = Type.Object({ offerStartedAt: Type.String() });
export const OutboxQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) });
export const OutboxList = Type.Array(
  Type.Object({ channel: Type.String(), to: Type.String(), body: Type.String(), createdAt: Type.String() }),
);
