// A local OpenID Connect provider standing in for Google in the browser journeys (npm
// oauth2-mock-server). It signs in one fixed person; /authorize redirects straight back.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3199);
const person = { sub: 'google-e2e-amani', email: 'amani.google@gmail.com', email_verified: true, name: 'Amani Google' };

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
server.service.on('beforeUserinfo', (response) => {
  response.body = { ...person };
});
await server.start(port, '127.0.0.1');
console.log(`fake Google on ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
