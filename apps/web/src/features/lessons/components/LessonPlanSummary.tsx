import Card from 'react-bootstrap/Card';
import { FREE_FLOW_MEANING } from '../../../components/ActivityBadges';
import { Clock } from '../../../components/icons';
import { durationLabel, type TotalTime } from '../lessonPlan';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lesson's total time: the timed activities' minutes, and how many free-flow activities come on top. */
function TotalTimeCard({ total }: { total: TotalTime }) {
  const timed = total.activities - total.freeFlow;
  return (
    <Card className="lesson-total-time">
      <Card.Body>
        <h2 id="lesson-total-time" className="h6 text-uppercase text-body-secondary mb-2">
          Total time
        </h2>
        <p className="lesson-total-time-value mb-1">
          <Clock className="icon" size={20} />
          {timed > 0 ? durationLabel(total.minutes) : 'Free-flow'}
        </p>
        <p className="small text-body-secondary mb-0">
          {plural(total.activities, 'activity', 'activities')}
          {timed > 0 &&
            total.freeFlow > 0 &&
            `, plus ${plural(total.freeFlow, 'free-flow activity', 'free-flow activities')}`}
        </p>
        {total.freeFlow > 0 && <p className="small mt-2 mb-0">{FREE_FLOW_MEANING}</p>}
      </Card.Body>
    </Card>
  );
}

/** What a teacher plans from (issue 44): objectives, total time and key vocabulary, from the CMS. */
export function LessonPlanSummary({
  objectives,
  vocabulary,
  total,
}: {
  objectives: string[];
  vocabulary: { term: string; meaning: string }[];
  total: TotalTime;
}) {
  return (
    <div className="lesson-plan row g-3 mb-4">
      <div className="col-md-8">
        {objectives.length > 0 && (
          <section aria-labelledby="lesson-objectives" className="mb-4">
            <h2 id="lesson-objectives" className="h4">
              Learning objectives
            </h2>
            <p className="mb-2">By the end of the lesson, pupils can:</p>
            <ul className="lesson-objectives">
              {objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
        )}
        {vocabulary.length > 0 && (
          <section aria-labelledby="lesson-vocabulary">
            <h2 id="lesson-vocabulary" className="h4">
              Key vocabulary
            </h2>
            <dl className="lesson-vocabulary">
              {vocabulary.map(({ term, meaning }) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
      <section aria-labelledby="lesson-total-time" className="col-md-4">
        <TotalTimeCard total={total} />
      </section>
    </div>
  );
}
