import { describe, expect, it } from 'vitest';
import { href, ROUTES } from './routes';

describe('href', () => {
  it('fills a screen path with its parameters', () => {
    expect(href('application', { uid: 12, cid: 7 })).toBe('/12/candidature/7');
    expect(href('adminApplicationEdit', { uid: 12, id: 7 })).toBe('/admin/12/modifier-une-candidature/7');
    expect(href('login')).toBe('/connexion');
  });

  it('takes the first row of a screen that several rows share', () => {
    expect(href('home')).toBe('/');
  });

  it('tells a screen rows apart by the parameters given', () => {
    expect(href('inbox')).toBe('/boitedereception');
    expect(href('inbox', { uid: 3 })).toBe('/3/messagerie/boitedereception');
  });

  it('leaves out an optional parameter not given', () => {
    expect(href('messageNew', { id: 3 })).toBe('/nouveau-message/3');
    expect(href('messageNew', { id: 3, did: undefined })).toBe('/nouveau-message/3');
    expect(href('messageNew', { id: 3, did: 9 })).toBe('/nouveau-message/3/9');
  });

  it('encodes a parameter as one path segment', () => {
    expect(href('voiceRoom', { room: 'salle a/b' })).toBe('/experimental/mumble/room/salle%20a%2Fb');
  });

  it('gives every parameterless row its own path', () => {
    const plain = ROUTES.filter((route) => !route.path.includes(':') && route.screen !== 'home');
    for (const route of plain) expect(href(route.screen as 'login')).toBe(route.path);
  });

  it('refuses a missing or an unknown parameter at compile time', () => {
    // @ts-expect-error cid is missing
    expect(() => href('application', { uid: 12 })).toThrow();
    // @ts-expect-error the login screen has no parameter
    expect(() => href('login', { id: 1 })).toThrow();
    // @ts-expect-error pid is not a parameter of the portfolio
    expect(() => href('portfolio', { uid: 1, pid: 2 })).toThrow();
    // @ts-expect-error not a screen of the table
    expect(() => href('nowhere')).toThrow();
  });
});
