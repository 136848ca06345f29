import { refreshUser } from '@amora/shared';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { AboutStep } from './components/about-step';
import { CompleteStep } from './components/complete-step';
import { LocationStep } from './components/location-step';
import { PersonalStep } from './components/personal-step';
import { PhotoStep } from './components/photo-step';
import { PushStep } from './components/push-step';
import type { StepProps } from './components/step-props';
import { StepProgress } from './components/step-progress';
import type { OwnProfile, SignupStep } from './types';

const STEP_COMPONENTS: Record<Exclude<SignupStep, 'complete'>, ComponentType<StepProps>> = {
  photo: PhotoStep,
  location: LocationStep,
  personal: PersonalStep,
  about: AboutStep,
  push: PushStep,
};

/** Props of {@link SignupSteps}. */
export interface SignupStepsProps {
  /** The steps to go through, ending with `complete` (see `allSignupSteps`, `missingSteps`). */
  steps: readonly SignupStep[];
  /** How many steps lie behind already (1 after the account of step 0, 0 when resuming): counts in "Step n of m". */
  done: number;
  /** The own profile to prefill the fields, null right after sign-up. */
  profile: OwnProfile | null;
  /** The address of the activation mail (complete step). */
  email: string;
  /** Called once when the complete step shows: the flow has ended (the modal may close again). */
  onFinished: () => void;
  /** The Close button of the complete step. */
  onClose: () => void;
  /** Called before a link leaves the flow. */
  onLeave: () => void;
}

/**
 * The sign-up steps after the account (spec §4): photo, location, personal info, about me, push,
 * then the complete step — each but the account can be skipped. Shows "Step n of m" with a progress
 * bar; reaching the complete step refreshes the member on the bus (`GET /api/user.php`) and calls
 * `onFinished`. Works without a router (it also runs in the shell's sign-up modal).
 */
export function SignupSteps({ steps, done, profile: initialProfile, email, onFinished, onClose, onLeave }: SignupStepsProps) {
  const [index, setIndex] = useState(0);
  const [profile, setProfile] = useState<OwnProfile | null>(initialProfile);
  const finished = useRef(false);
  const step = steps[Math.min(index, steps.length - 1)] ?? 'complete';

  useEffect(() => {
    if (step !== 'complete' || finished.current) return;
    finished.current = true;
    onFinished();
    refreshUser();
  }, [step, onFinished]);

  if (step === 'complete') return <CompleteStep email={email} onClose={onClose} onLeave={onLeave} />;
  const Step = STEP_COMPONENTS[step];
  const total = done + steps.filter((s) => s !== 'complete').length;
  const next = (saved?: OwnProfile) => {
    if (saved) setProfile(saved);
    setIndex((i) => i + 1);
  };
  return (
    <>
      <StepProgress current={done + index + 1} total={total} />
      <Step key={step} profile={profile} onNext={next} />
    </>
  );
}
