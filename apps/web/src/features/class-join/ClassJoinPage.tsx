import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { JoinForm } from './JoinForm';
import { keepSeat, storedSeat, type PupilSeat } from './pupilSeat';
import { PupilView } from './PupilView';
import './classJoin.css';

/**
 * /join (issue 47): a pupil types the class code and a first name, then follows the teacher's lesson on their own
 * tablet or phone. No account; a reload keeps them in the class (this tab only).
 */
export function ClassJoinPage() {
  const [params] = useSearchParams();
  const [seat, setSeat] = useState<PupilSeat | null>(storedSeat);
  usePageTitle(seat ? 'Your class' : 'Join your class');
  const choose = (next: PupilSeat | null) => {
    keepSeat(next);
    setSeat(next);
  };
  return (
    <div className="class-join container py-3">
      {seat ? (
        <>
          <h1 className="visually-hidden">Your class</h1>
          <PupilView seat={seat} onLeave={() => choose(null)} />
        </>
      ) : (
        <div className="class-join__card mx-auto">
          <h1 className="h2 mb-3">Join your class</h1>
          <JoinForm initialCode={params.get('code') ?? ''} onJoined={choose} />
        </div>
      )}
    </div>
  );
}
