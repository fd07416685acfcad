// The lead form's steps (spec section 4): loader -> details -> code -> checkout. Sending moves
// on only on status 200; a verified code stores the token, updates the lead (its failure is
// only logged) and hands over to the checkout.
import { useCallback, useEffect, useState } from 'react';
import {
  CustomerCallError,
  emit,
  fetchRequirement,
  routes,
  sendOtp,
  storeAuthToken,
  updateLeadResponse,
  verifyOtp,
  type LeadScreenProps,
} from '@flx/shared-contract';
import { isdWithoutPlus, type LeadDetails } from '../details/rules';
import { otpErrorMessage, type Message } from './error-messages';
import { clearOfferState } from './storage';

export type LeadStep = 0 | 1 | 2;

function failureOf(error: unknown): CustomerCallError['failure'] {
  return error instanceof CustomerCallError ? error.failure : { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

export function useLeadFlow({ params, query, prefix }: Pick<LeadScreenProps, 'params' | 'query' | 'prefix'>, defaultDialCode: string) {
  const [step, setStep] = useState<LeadStep>(0);
  const [details, setDetails] = useState<LeadDetails>({ name: '', email: '', mobile: '', dialCode: defaultDialCode });
  const [dialTouched, setDialTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [resendAfter, setResendAfter] = useState(30);
  const responseId = query.Rx ?? '';

  // The country default arrives after the first render; it applies until the visitor picks.
  useEffect(() => {
    if (!dialTouched) setDetails((d) => ({ ...d, dialCode: defaultDialCode }));
  }, [defaultDialCode, dialTouched]);

  const changeDetails = (next: LeadDetails) => {
    if (next.dialCode !== details.dialCode) setDialTouched(true);
    setDetails(next);
  };

  const otpRequest = () => ({
    mobile: details.mobile.replace(/\D/g, ''),
    isd: isdWithoutPlus(details.dialCode),
    name: details.name.trim(),
    email: details.email.trim(),
  });

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { resendAfterSeconds } = await sendOtp(otpRequest());
      setResendAfter(resendAfterSeconds);
      setStep(2);
    } catch (e) {
      console.error('send OTP failed', failureOf(e).kind);
      setError(otpErrorMessage('send', failureOf(e)));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string) => {
    setBusy(true);
    setError(null);
    const request = otpRequest();
    let token: string;
    try {
      const requirement = responseId ? await fetchRequirement(responseId).catch(() => '') : '';
      ({ token } = await verifyOtp({ ...request, otp, requirement, responseId }));
    } catch (e) {
      console.error('verify OTP failed', failureOf(e).kind);
      setError(otpErrorMessage('verify', failureOf(e)));
      setBusy(false);
      return;
    }
    // Remembered as this response's session too: a checkout of it makes it the current one again.
    storeAuthToken(token, responseId);
    const checkoutQuery = { ...query, isd: request.isd, mobile: request.mobile };
    try {
      const update = await updateLeadResponse(
        responseId,
        {
          mobileNumber: request.mobile,
          name: request.name || request.mobile,
          isd: request.isd,
          btnUrl: `${location.origin}${routes.checkout(prefix, params.slug, checkoutQuery)}`,
        },
        token,
      );
      if (update.flag) clearOfferState();
    } catch (e) {
      console.error('updateResponse failed; going on to the checkout', e);
    }
    emit('lead/verified', { slug: params.slug, query, isd: request.isd, mobile: request.mobile });
  };

  return {
    step,
    details,
    busy,
    error,
    resendAfter,
    loaderDone: useCallback(() => setStep(1), []),
    changeDetails,
    send,
    verify,
    backToDetails: () => {
      setError(null);
      setStep(1);
    },
    dismissError: () => setError(null),
  };
}
