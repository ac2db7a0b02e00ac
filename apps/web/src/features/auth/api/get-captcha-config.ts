// Which bot protection the server runs (ALTCHA, reCAPTCHA v3 with its site key, or none). Only the query's options
// here: forms prefetch it from their first load, the widget reads it with useQuery.
import { queryOptions } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const getCaptchaConfig = () =>
  call(authEndpoints.captchaChallenge, {}, { auth: false, loading: false, silent: true });

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: ['auth', 'captcha-config'],
    queryFn: getCaptchaConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
