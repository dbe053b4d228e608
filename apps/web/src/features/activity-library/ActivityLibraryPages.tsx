import { useQuery } from '@apollo/client/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { ActivityBadges } from '../../components/ActivityBadges';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import {
  activityCountLabel,
  combineSectionActivities,
  librarySections,
  mergeActivitySections,
  showingActivitiesLabel,
  splitIds,
  type SectionCard,
} from '../../lib/libraries';
import { activityLibraryQuery, activitySectionQuery, audienceActivitySectionsQuery } from './api/activityLibrary';
import { PageStatus } from '../../components/PageStatus';
import { ActivityFilters } from './ActivityFilters';
import { libraryTitle, sectionCrumbs, sectionsInAddressOrder } from './activityLibraryView';

function SectionCards({ sections, href }: { sections: SectionCard[]; href: (section: SectionCard) => string }) {
  if (sections.length === 0) return <p>There are no activities in this library yet.</p>;
  return (
    <Row xs={1} md={2} xl={3} className="g-4">
      {sections.map((section) => (
        <Col key={section.ids}>
          <LinkCard title={section.title} headingLevel="h2" action={{ to: href(section), label: 'Explore' }}>
            <p className="text-body-secondary">{activityCountLabel(section.activityCount)}</p>
          </LinkCard>
        </Col>
      ))}
    </Row>
  );
}

/**
 * SPEC-GUIDE §2 Activity library: its sections with 'N activities' and 'Explore' (empty sections hidden, SPEC-GUIDE
 * §5).
 */
export function ActivityLibraryPage() {
  const { audience = '', programme = '', library = '' } = useParams();
  const { data, loading, error } = useQuery(activityLibraryQuery, {
    variables: { id: library, programmeSlug: programme },
  });
  const found = data?.activityLibrary;
  usePageTitle(libraryTitle(found?.title));

  if (loading || error || !found) return <PageStatus loading={loading} error={error} />;
  const programmeData = data.programmes.find(Boolean);

  return (
    <Container className="py-4">
      <Breadcrumbs labels={{ audience: programmeData?.audience?.title, programme: programmeData?.title }} />
      <p className="text-uppercase small mb-1">Activity Library</p>
      <h1>{found.title}</h1>
      <RichText markdown={found.introduction} className="mb-4" />
      <SectionCards
        sections={librarySections(found.activity_section)}
        href={(section) => `/${audience}/${programme}/activity/${library}/${section.ids}`}
      />
    </Container>
  );
}

/**
 * SPEC-GUIDE §2 Activity section page: 'Showing N activities', each with 'View Activity'; comma-separated ids combine.
 */
export function ActivitySectionPage() {
  const { audience = '', programme = '', library = '', section = '' } = useParams();
  const ids = splitIds(section);
  const { data, loading, error } = useQuery(activitySectionQuery, {
    variables: { ids, programmeSlug: programme },
    skip: ids.length === 0,
  });
  const sections = sectionsInAddressOrder(data?.activitySections, ids);
  const first = sections[0];
  usePageTitle(libraryTitle(first?.title));

  if (loading || error || !first) return <PageStatus loading={loading} error={error} />;
  const programmeData = data?.programmes.find(Boolean);
  const activities = combineSectionActivities(sections);
  const base = `/${audience}/${programme}`;
  const crumbs = sectionCrumbs({ audience, programme, library }, programmeData);

  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={crumbs} />
      <p className="text-uppercase small mb-1">Activity Library</p>
      <h1>{first.title}</h1>
      {sections.map((found) => (
        <RichText key={found.documentId} markdown={found.introduction} className="mb-3" />
      ))}
      <DocumentList documents={sections.flatMap((found) => found.documents ?? [])} />
      <p className="fw-semibold">{showingActivitiesLabel(activities.length)}</p>
      <Row xs={1} md={2} xl={3} className="g-4">
        {activities.map((activity) => (
          <Col key={activity.documentId}>
            <LinkCard
              title={activity.title}
              headingLevel="h2"
              action={{ to: `${base}/activity/${library}/${section}/${activity.documentId}`, label: 'View Activity' }}
            >
              <ActivityBadges time={activity.time} type={activity.type} className="d-flex flex-wrap gap-2" />
              <RichText markdown={activity.lesson_summary} className="mb-3" />
            </LinkCard>
          </Col>
        ))}
      </Row>
    </Container>
  );
}

/**
 * SPEC-GUIDE §2 activity filter: every library of the audience, same-title sections merged into one card. Without an
 * audience (/-/-/activity-filter, where playlists send teachers) every library of every audience.
 */
export function ActivityFilterPage() {
  const { audience = '-', programme = '-' } = useParams();
  const everyAudience = audience === '-';
  const { data, loading, error } = useQuery(audienceActivitySectionsQuery, {
    variables: { audienceSlug: audience, programmeSlug: programme, everyAudience },
  });
  const audienceData = data?.audiences?.find(Boolean);
  usePageTitle(libraryTitle(audienceData?.title));

  if (loading || error || (!everyAudience && !audienceData)) return <PageStatus loading={loading} error={error} />;
  const programmeData = data?.programmes.find(Boolean);

  return (
    <Container className="py-4">
      <Breadcrumbs labels={{ audience: audienceData?.title, programme: programmeData?.title }} />
      <h1>Activity Library</h1>
      <RichText markdown={audienceData?.activity_library_intro} className="mb-4" />
      <ActivityFilters audienceTitle={audienceData?.title} />
      <SectionCards
        sections={mergeActivitySections(data?.audienceLibraries ?? data?.everyLibrary)}
        href={(section) => `/${audience}/${programme}/activity/-/${section.ids}`}
      />
    </Container>
  );
}
