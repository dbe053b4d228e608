import type { ErrorLike } from '@apollo/client';

type ProgrammeLevelData = {
  programmes: readonly ({ title: string; audience?: { title: string } | null } | null)[];
  audioLibrary?: { title: string } | null;
};

/**
 * A collection or page asks its programme's library (with the programme and library titles for the crumbs), or the
 * audience level; whichever this place asks is the answer shown.
 */
export function placeAnswer<V>(
  inProgramme: boolean,
  programmeResult: { loading: boolean; error?: ErrorLike; data?: ProgrammeLevelData },
  audienceResult: { loading: boolean; error?: ErrorLike; data?: unknown },
  toView: () => V,
  audienceTitle?: string,
) {
  const result = inProgramme ? programmeResult : audienceResult;
  const programme = programmeResult.data?.programmes.find(Boolean);
  return {
    loading: result.loading,
    error: result.error,
    view: result.data ? toView() : null,
    crumbTitles: {
      audience: programme?.audience?.title ?? audienceTitle,
      programme: programme?.title,
      library: programmeResult.data?.audioLibrary?.title,
    },
  };
}
