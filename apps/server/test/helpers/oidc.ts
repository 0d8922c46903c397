// A local OpenID Connect provider standing in for Google (npm oauth2-mock-server): same protocol,
// discovery, signed ID tokens. Each test says who "signs in at Google" with `as()`.
import { OAuth2Server } from 'oauth2-mock-server';

export interface FakeGoogle {
  discoveryUrl: string;
  as(person: { sub: string; email: string; name?: string; picture?: string }): void;
  stop(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let person = { sub: 'google-1', email: 'someone@gmail.com', name: 'Someone', email_verified: true } as Record<string, unknown>;
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, person);
  });
  server.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { ...person };
  });
  return {
    discoveryUrl: `${server.issuer.url}/.well-known/openid-configuration`,
    as(next) {
      person = { name: next.email.split('@')[0], email_verified: true, ...next };
    },
    stop: () => server.stop(),
  };
}
