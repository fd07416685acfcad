// A verified visitor whose rooms did not fit their plot takes one of the changes the plan engine confirmed
// (two floors instead of one, say), or one whose pooja room has a toilet against it the niche the engine
// offers instead, without answering the survey again: a new response with that change made,
// their lead and offer carried over, and a session for it. The engine's word decides which changes may be
// taken, never the browser's.
import { answersWithChanges, type PlanChange } from '@flx/floorplan';
import { issueSession, type Session } from '../customer/sessions';
import type { Database } from '../db/database';
import { parseAnswer, type AnswerGroups, type AnsweredField } from '../forms/answers';
import type { StoredForm } from '../forms/definition';
import type { FormsRepository } from '../forms/repository';
import { requirementText } from '../forms/requirement';
import { ClientError } from '../http/client-error';
import { entitlementOf } from './entitlement';
import type { StoredPlans } from './plan-store';

export interface RevisedResponse {
  insertedId: string;
  hash: string;
  /** The visitor's session for the new response (their number, verified for the first one). */
  token: string;
  expiresAt: string;
}

interface ResponseRow {
  hash: string;
  form_id: string;
  answer: AnswerGroups;
  query_strings: Record<string, string>;
  utm_details: Record<string, string>;
  selected_language: string;
  brand: string;
  revision_of: string | null;
}

const changeKey = (changes: readonly PlanChange[]) =>
  changes
    .map((change) => `${change.field}=${String(change.to)}`)
    .sort()
    .join('&');

/**
 * Refuses changes that are not, as a set, one of the ways to a plan the engine found for the stored answers:
 * for a refused plot one of its `fits`, for plans the visitor has not paid for the pooja niche the engine found
 * keeps the toilets away from the shrine (409 for plans with no change to take).
 */
function assertConfirmedWay(stored: StoredPlans, changes: readonly PlanChange[], paid: boolean): void {
  const asked = changeKey(changes);
  if (stored.result.ok) {
    const offer = paid ? undefined : stored.result.shrineFreeWay;
    if (offer === undefined || changeKey(offer) !== asked) throw new ClientError(409, 'this response has plans already: there is no change to take');
    return;
  }
  if (!(stored.result.fits ?? []).some((way) => changeKey(way) === asked)) {
    throw new ClientError(400, 'body.changes is not one of the ways to a plan the engine found for this plot');
  }
}

/**
 * The visitor's address for the checkout and payment return, moved to the new response. Both ids are random
 * 22-character tokens, so each occurs in the address only where it stands for the response.
 */
function movedAddress(address: string | null, from: { id: string; hash: string }, to: { id: string; hash: string }): string | null {
  return address === null ? null : address.split(from.hash).join(to.hash).split(from.id).join(to.id);
}

/**
 * The questionnaire version the changed answers answer: the response's own, or, where the change takes an
 * option a later version added (a pooja niche, from engine 1.82.0), the current one. Every change is one of
 * the current questionnaire's options, so a failure of both is the server's fault.
 */
async function formAnswered(forms: FormsRepository, own: StoredForm, answer: AnswerGroups): Promise<{ form: StoredForm; fields: AnsweredField[] }> {
  const answers = (form: StoredForm) => {
    try {
      return parseAnswer(form, answer);
    } catch (error) {
      if (error instanceof ClientError) return null;
      throw error;
    }
  };
  const ownFields = answers(own);
  if (ownFields) return { form: own, fields: ownFields };
  const current = await forms.currentForm();
  const currentFields = current && current.id !== own.id ? answers(current) : null;
  if (current && currentFields) return { form: current, fields: currentFields };
  throw new Error(`the changed answers of a response to ${own.id} answer neither it nor the current questionnaire`);
}

export async function reviseResponse(
  db: Database,
  forms: FormsRepository,
  revision: { session: Session; stored: StoredPlans; changes: PlanChange[]; now: Date; admit: () => Promise<void> },
): Promise<RevisedResponse> {
  const { session, stored, changes, now } = revision;
  // Paid plans are the visitor's: what they bought is not swapped for another response's.
  const paid = stored.result.ok && (await entitlementOf(db, session.responseId)).options > 0;
  assertConfirmedWay(stored, changes, paid);
  // Counted (the address's submission limit, which may refuse) only once the change is one the engine found.
  await revision.admit();
  const [row] = await db.query<ResponseRow>(
    'select hash, form_id, answer, query_strings, utm_details, selected_language, brand, revision_of from survey_responses where id = $1',
    [session.responseId],
  );
  if (row === undefined) throw new ClientError(404, 'params.responseId is not a stored survey response');
  const own = await forms.findForm(row.form_id);
  if (own === undefined) throw new Error(`survey response points at the missing form ${row.form_id}`);
  const answer = answersWithChanges(row.answer, changes) as AnswerGroups;
  const { form, fields } = await formAnswered(forms, own, answer);
  const values = new Map(fields.map((field) => [field.fieldName, field.value]));

  return db.transaction(async (tx) => {
    const saved = await forms.saveResponse(
      {
        form,
        answer,
        queryStrings: row.query_strings,
        utmDetails: row.utm_details,
        selectedLanguage: row.selected_language,
        brand: row.brand,
        // The seed the engine confirmed the change with is the first response's (plan-store.ts).
        revisionOf: row.revision_of ?? session.responseId,
      },
      tx,
    );
    const [lead] = await tx.query<{ btn_url: string | null }>('select btn_url from leads where response_id = $1', [session.responseId]);
    if (lead === undefined) throw new ClientError(409, 'this response has no verified lead to carry over');
    await tx.query(
      `insert into leads (response_id, name, email, isd, mobile, requirement, lead_source, lead_status, type_status, btn_url, consent_at, updated_at)
       select $2, name, email, isd, mobile, $3, lead_source, lead_status, type_status, $4, consent_at, $5 from leads where response_id = $1`,
      [session.responseId, saved.id, requirementText(form.definition, values), movedAddress(lead.btn_url, { id: session.responseId, hash: row.hash }, saved), now],
    );
    // The offer's ten minutes run from the visitor's first countdown, not again from the revision.
    await tx.query('insert into response_offers (response_id, offer_started_at) select $2, offer_started_at from response_offers where response_id = $1', [
      session.responseId,
      saved.id,
    ]);
    const { token, expiresAt } = await issueSession(tx, { responseId: saved.id, isd: session.isd, mobile: session.mobile }, now);
    return { insertedId: saved.id, hash: saved.hash, token, expiresAt: expiresAt.toISOString() };
  });
}
