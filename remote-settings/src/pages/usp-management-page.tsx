import { Flex } from '@portal/shared/antd';
import { announceStoreConsumer } from '@portal/shared';
import { PageHeading, SectionCard } from '@portal/remote-kit';
import { StatCards } from '../components/stat-cards';
import { UspCards } from '../components/usp-cards';
import { UspCategories } from '../components/usp-categories';
import { SAMPLE_USPS, USP_CATEGORIES, USP_FIGURES } from '../sample-data/usps';

announceStoreConsumer('remote_settings');

/** Spec §2 static mock: sample USPs, categories and ratings, no calls. */
export default function UspManagementPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="USP Management"
        description="Unique selling propositions by category, and how well they land."
      />
      <StatCards figures={USP_FIGURES} />
      <SectionCard title="Categories">
        <UspCategories categories={USP_CATEGORIES} />
      </SectionCard>
      <SectionCard title="Unique Selling Propositions">
        <UspCards usps={SAMPLE_USPS} categories={USP_CATEGORIES} />
      </SectionCard>
    </Flex>
  );
}
