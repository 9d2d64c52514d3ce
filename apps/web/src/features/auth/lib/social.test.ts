import { describe, expect, it } from 'vitest';
import { facebookAuthUrl, googleAuthUrl, parseSocialCallback, randomToken } from './social';

describe('social sign-in links', () => {
  it('asks Google for an ID token with our nonce and state', () => {
    const url = new URL(googleAuthUrl('cid.apps.googleusercontent.com', 'https://kaimono.example/account/social/google', { state: 's1', nonce: 'n1' }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid.apps.googleusercontent.com',
      redirect_uri: 'https://kaimono.example/account/social/google',
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'n1',
      state: 's1',
    });
  });

  it('asks Facebook for a user token with the email permission', () => {
    const url = new URL(facebookAuthUrl('1234567890', 'https://kaimono.example/account/social/facebook', { state: 's2' }));
    expect(url.hostname).toBe('www.facebook.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: '1234567890', response_type: 'token', state: 's2', scope: 'email,public_profile' });
  });

  it('makes unpredictable state values', () => {
    expect(randomToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken()).not.toBe(randomToken());
  });
});

describe('parseSocialCallback', () => {
  it('reads the token from the fragment', () => {
    expect(parseSocialCallback('google', '', '#state=s1&id_token=eyJ.abc.def&authuser=0')).toEqual({ ok: true, token: 'eyJ.abc.def', state: 's1' });
    expect(parseSocialCallback('facebook', '', '#access_token=EAAB123&data_access_expiration_time=1&expires_in=5000&state=s2')).toEqual({
      ok: true,
      token: 'EAAB123',
      state: 's2',
    });
  });

  it('tells a cancelled sign-in from a broken answer', () => {
    expect(parseSocialCallback('facebook', '?error=access_denied&error_reason=user_denied&state=s2', '#_=_')).toEqual({ ok: false, reason: 'cancelled', state: 's2' });
    expect(parseSocialCallback('google', '', '#error=invalid_request&state=s1')).toEqual({ ok: false, reason: 'invalid', state: 's1' });
    expect(parseSocialCallback('google', '', '#access_token=wrong-kind&state=s1')).toEqual({ ok: false, reason: 'invalid', state: 's1' });
    expect(parseSocialCallback('google', '', '')).toEqual({ ok: false, reason: 'invalid', state: null });
  });
});
