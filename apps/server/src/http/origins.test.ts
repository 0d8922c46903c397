import { describe, expect, it } from 'vitest';
import { acceptedOrigins } from './origins';

describe('accepted origins', () => {
  it('in development: PUBLIC_URL and Vite, each with its loopback aliases on the same port', () => {
    expect(acceptedOrigins({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
  });

  it('a PUBLIC_URL that is not a loopback name gets no aliases, and a path is not part of an origin', () => {
    expect(acceptedOrigins({ NODE_ENV: 'test', PUBLIC_URL: 'http://192.168.1.20:3000/app' })).toEqual(['http://192.168.1.20:3000', 'http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']);
  });

  it('in production: exactly PUBLIC_URL, even when it is a loopback address', () => {
    expect(acceptedOrigins({ NODE_ENV: 'production', PUBLIC_URL: 'https://changamoto.co.ke' })).toEqual(['https://changamoto.co.ke']);
    expect(acceptedOrigins({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual(['http://127.0.0.1:3000']);
  });
});
