import { Flex, Typography } from '@portal/shared/antd';
import type { ResearchBrief } from '@portal/contract';
import { RESEARCH_SECTIONS, type ResearchSectionKey } from '@portal/contract/limits';
import { SECTION_LABELS, sourcesText } from './research-text';

/** One section: its heading, its text or list, and where it came from. */
function Section({ brief, section }: { brief: ResearchBrief; section: ResearchSectionKey }) {
  const headingId = `research-${section}`;
  const references = brief.sources
    .filter((source) => source.section === section)
    .map((source) => source.reference);
  const value = brief[section];
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15 }}>
        {SECTION_LABELS[section]}
      </Typography.Title>
      {typeof value === 'string' ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {value}
        </Typography.Paragraph>
      ) : value.length === 0 ? (
        <Typography.Text type="secondary">None known</Typography.Text>
      ) : (
        <ul aria-labelledby={headingId} style={{ margin: 0, paddingInlineStart: 20 }}>
          {value.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {sourcesText(references)}
      </Typography.Text>
    </section>
  );
}

/** The saved brief, section by section, each saying where it came from. */
export function BriefView({ brief }: { brief: ResearchBrief }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{brief.name}</Typography.Text>
      {RESEARCH_SECTIONS.map((section) => (
        <Section key={section} brief={brief} section={section} />
      ))}
    </Flex>
  );
}
