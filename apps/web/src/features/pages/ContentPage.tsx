import { useQuery } from '@apollo/client/react';
import Container from 'react-bootstrap/Container';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { privacyPolicyQuery, termsAndConditionQuery } from './api/pages';
import { PageStatus } from '../../components/PageStatus';

/** SPEC-GUIDE §2 Terms and privacy: title plus rich content, public. */
function ContentPage({
  page,
  loading,
  error,
}: {
  page: { title: string; content?: string | null } | null | undefined;
  loading: boolean;
  error: unknown;
}) {
  usePageTitle(page?.title);
  if (loading || error || !page) return <PageStatus loading={loading} error={error} />;
  return (
    <Container as="article" className="py-5 content-page">
      <h1 className="mb-4">{page.title}</h1>
      <RichText markdown={page.content} />
    </Container>
  );
}

export function TermsPage() {
  const { data, loading, error } = useQuery(termsAndConditionQuery);
  return <ContentPage page={data?.termsAndCondition} loading={loading} error={error} />;
}

export function PrivacyPage() {
  const { data, loading, error } = useQuery(privacyPolicyQuery);
  return <ContentPage page={data?.privacyPolicy} loading={loading} error={error} />;
}
