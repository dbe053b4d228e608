import { useQuery } from '@apollo/client/react';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TeacherYearGroupsQuery } from '../../gql/graphql';
import {
  NONE_CHOSEN,
  readChosenYearGroups,
  storeChosenYearGroups,
  subscribeToChosenYearGroups,
  type ChosenYearGroup,
} from '../../lib/chosenYearGroups';
import { yearGroupHref, yearGroupsOfProgrammes } from '../../lib/yearGroups';
import { teacherYearGroupsQuery } from './api/teacherYearGroups';

interface AudienceYears {
  slug: string;
  title: string;
  years: { slug: string; title: string }[];
}

/** Each audience with the year groups of its programmes, in school order; audiences without any left out. */
export function toAudienceYears(data: TeacherYearGroupsQuery | undefined): AudienceYears[] {
  return (data?.audiences ?? []).flatMap((audience) => {
    if (!audience) return [];
    const years = yearGroupsOfProgrammes(audience.programmes).map(({ slug, title }) => ({ slug, title }));
    return years.length ? [{ slug: audience.slug, title: audience.title, years }] : [];
  });
}

const keyOf = ({ audience, year }: ChosenYearGroup) => `${audience}/${year}`;

/**
 * The teacher's year groups on their home (issue 44): a link to each one's page ("Year 2 music"), chosen once and
 * remembered on this device (lib/chosenYearGroups.ts).
 */
export function YourYearGroups() {
  const { data } = useQuery(teacherYearGroupsQuery);
  const audiences = toAudienceYears(data);
  // Read after hydrating a home rendered on the server (which has none), so both render the same first.
  const chosen = useSyncExternalStore(subscribeToChosenYearGroups, readChosenYearGroups, () => NONE_CHOSEN);
  const [choosing, setChoosing] = useState(false);
  const offered = new Map(
    audiences.flatMap((audience) =>
      audience.years.map((year) => [keyOf({ audience: audience.slug, year: year.slug }), { audience, year }] as const),
    ),
  );
  const links = chosen.flatMap((choice) => {
    const found = offered.get(keyOf(choice));
    return found ? [found] : [];
  });
  if (audiences.length === 0) return null;

  const save = (next: ChosenYearGroup[]) => {
    storeChosenYearGroups(next);
    setChoosing(false);
  };

  return (
    <section aria-labelledby="home-years" className="card mb-5">
      <div className="card-body">
        <h2 id="home-years" className="h4">
          Your year groups
        </h2>
        {links.length > 0 && !choosing && (
          <>
            <ul className="list-inline mb-2">
              {links.map(({ audience, year }) => (
                <li key={`${audience.slug}/${year.slug}`} className="list-inline-item mb-2">
                  <Link to={yearGroupHref(audience.slug, year.slug)} className="btn btn-outline-primary">
                    {year.title} music <span className="small">({audience.title})</span>
                  </Link>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-link p-0" onClick={() => setChoosing(true)}>
              Change your year groups
            </button>
          </>
        )}
        {(links.length === 0 || choosing) && (
          <YearGroupChooser
            audiences={audiences}
            chosen={chosen}
            onSave={save}
            onCancel={links.length > 0 ? () => setChoosing(false) : undefined}
          />
        )}
      </div>
    </section>
  );
}

function YearGroupChooser({
  audiences,
  chosen,
  onSave,
  onCancel,
}: {
  audiences: AudienceYears[];
  chosen: readonly ChosenYearGroup[];
  onSave: (chosen: ChosenYearGroup[]) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [ticked, setTicked] = useState(() => new Set(chosen.map(keyOf)));
  const toggle = (key: string) => {
    const next = new Set(ticked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setTicked(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(
      audiences.flatMap((audience) =>
        audience.years
          .map((year) => ({ audience: audience.slug, year: year.slug }))
          .filter((choice) => ticked.has(keyOf(choice))),
      ),
    );
  };
  return (
    <form onSubmit={submit}>
      <p>Choose the year groups you teach: their lessons are then one click from here.</p>
      {audiences.map((audience) => (
        <fieldset key={audience.slug} className="mb-3">
          <legend className="h6">{audience.title}</legend>
          <div className="d-flex flex-wrap gap-3">
            {audience.years.map((year) => {
              const key = keyOf({ audience: audience.slug, year: year.slug });
              return (
                <div key={key} className="form-check">
                  <input
                    id={`${id}-${key}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={ticked.has(key)}
                    onChange={() => toggle(key)}
                  />
                  <label htmlFor={`${id}-${key}`} className="form-check-label">
                    {year.title}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          Save year groups
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
