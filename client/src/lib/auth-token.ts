import { AUTH_COOKIE } from '#shared/constants';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export const getToken = () => readCookie(AUTH_COOKIE);
export const setToken = (token: string, expiresInSeconds: number) => writeCookie(AUTH_COOKIE, token, expiresInSeconds);
export const clearToken = () => deleteCookie(AUTH_COOKIE);
