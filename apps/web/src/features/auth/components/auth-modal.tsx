// The auth modal (spec §2 Auth modal, §4 transitions): email → otp → (new account) signup-details →
// phone → redirect; an existing account that never confirmed 18+ gets the adult step before the redirect,
// and a token-moving action refused for 18+ opens the adult step alone (lib/auth-modal.tsx). Rendered by app/provider.tsx while useAuthModal().request is set. It closes on
// Escape or a backdrop click, except during signup-details, which has no close button.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useAuthModal, type AuthModalRequest, type AuthModalStep } from '@/lib/auth-modal';
import { toast } from '@/lib/toast';
import { authPaths, NEW_USER_REDIRECT_PATH, REDIRECT_DELAY_MS } from '../config';
import { useAuthNavigate } from '../hooks/use-auth-navigate';
import { useDelayedAction } from '../hooks/use-delayed-action';
import type { SignInOutcome } from '../hooks/use-after-sign-in';
import { useAuthT, type AuthKey } from '../i18n';
import { MODAL_MESSAGES } from '../messages';
import { AdultStep } from './modal/adult-step';
import { EmailStep } from './modal/email-step';
import { OtpStep } from './modal/otp-step';
import { PhoneStep } from './modal/phone-step';
import { SignupDetailsStep } from './modal/signup-details-step';

const STEP_TITLES: Record<AuthModalStep, AuthKey> = {
  email: 'auth.modal.title.email',
  otp: 'auth.modal.title.otp',
  'signup-details': 'auth.modal.title.signupDetails',
  phone: 'auth.modal.title.phone',
  adult: 'auth.modal.title.adult',
};

export default function AuthModal() {
  const { request } = useAuthModal();
  if (!request) return null;
  // A new open() (another step or target) starts the flow afresh.
  return <AuthModalDialog key={`${request.step}:${request.redirectTo ?? ''}`} request={request} />;
}

function AuthModalDialog({ request }: { request: AuthModalRequest }) {
  const t = useAuthT();
  const { close } = useAuthModal();
  const navigate = useAuthNavigate();
  const delayed = useDelayedAction();
  const [step, setStep] = useState<AuthModalStep>(request.step);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // A sign-in that made a new account: after Complete Your Profile it goes to /get-started, as a phone
  // sign-in's does (spec §2 Auth callback, issue #24 item 13), whatever page the window was opened on.
  const [newAccount, setNewAccount] = useState(false);
  const locked = step === 'signup-details';

  /** Redirect = navigate to the target (or /dashboard) and close. */
  const finish = () => {
    navigate(newAccount ? NEW_USER_REDIRECT_PATH : (request.redirectTo ?? paths.dashboard));
    close();
  };
  const finishAfter = (delayMs: number) => delayed.schedule(finish, delayMs);

  const backToEmail = (message: string) => {
    setNotice(message);
    setStep('email');
  };

  const onSignedIn = (outcome: SignInOutcome, { delayMs }: { delayMs: number }) => {
    if (outcome.kind === 'two-factor') {
      navigate(authPaths.twoFactor(request.redirectTo));
      close();
    } else if (outcome.kind === 'no-session') backToEmail(MODAL_MESSAGES.sessionNotVerified);
    else if (outcome.kind === 'new') {
      setNewAccount(true);
      setStep('signup-details');
    } else {
      toast.success(MODAL_MESSAGES.signedIn);
      // DOMAIN.md §7: an account that never confirmed 18+ is asked now, before it reaches any token.
      if (!outcome.profile.isAdultConfirmed) setStep('adult');
      else if (delayMs > 0) finishAfter(delayMs);
      else finish();
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !locked) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          onEscapeKeyDown={(event) => locked && event.preventDefault()}
          // Radix gives focus back to a Dialog.Trigger; this window has none (it opens from many places), so
          // focus returns to the control that opened it, not to the top of the page (issue #24 item 13).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (request.opener?.isConnected) request.opener.focus();
          }}
          onPointerDownOutside={(event) => locked && event.preventDefault()}
          onInteractOutside={(event) => locked && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
        >
          <Dialog.Title className="pr-8 text-2xl font-bold tracking-tight text-gray-900">{t(STEP_TITLES[step])}</Dialog.Title>
          <Dialog.Description className="sr-only">{step === 'email' ? t('auth.modal.description') : t(STEP_TITLES[step])}</Dialog.Description>
          <div className="mt-4">
            {step === 'email' && (
              <EmailStep
                defaultEmail={email}
                notice={notice}
                onCodeSent={(details) => {
                  setEmail(details.email);
                  setNotice(null);
                  setStep('otp');
                }}
                onPasswordSignIn={(outcome) => onSignedIn(outcome, { delayMs: REDIRECT_DELAY_MS.passwordSignIn })}
              />
            )}
            {step === 'otp' && <OtpStep email={email} onBack={() => setStep('email')} onSignedIn={(outcome) => onSignedIn(outcome, { delayMs: 0 })} />}
            {step === 'signup-details' && (
              <SignupDetailsStep
                onNoSession={() => backToEmail(MODAL_MESSAGES.sessionNotVerified)}
                onAlreadyComplete={finish}
                // An account that already has a phone (signed up by SMS) has nothing to add: redirect.
                onSaved={(profile) => (profile.phone ? finishAfter(REDIRECT_DELAY_MS.profileUpdate) : setStep('phone'))}
              />
            )}
            {step === 'phone' && <PhoneStep onDone={finishAfter} />}
            {/* Opened alone for a refused action: close, and the person presses its button again. */}
            {step === 'adult' && <AdultStep onConfirmed={request.step === 'adult' ? close : finish} />}
          </div>
          {!locked && (
            <Dialog.Close className="absolute top-4 right-4 inline-flex h-10 w-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100" aria-label={t('auth.modal.close')}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
