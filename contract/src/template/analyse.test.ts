import Mustache from 'mustache';
import { analyseTemplate } from './analyse';
import { PROMPT_VARIABLES, recordKindFor, variablesFor } from './catalogue';

const problemOf = (text: string, type: Parameters<typeof analyseTemplate>[1] = 'ICP') =>
  analyseTemplate(text, type).problems[0];

describe('analyseTemplate', () => {
  it('lists the catalogue variables a text names, in order of first use', () => {
    const text =
      'For {{tenant.name}} ({{tenant.primaryDomain}}):\n' +
      '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}{{tenant.name}}';
    expect(analyseTemplate(text, 'ICP')).toEqual({
      variables: ['tenant.name', 'tenant.primaryDomain', 'icp.segments'],
      problems: [],
    });
  });

  it('accepts persona flags as sections and {{.}} inside a list of texts', () => {
    const personas =
      '{{#icp.buyerPersonas}}{{name}}{{#isMobilizer}} (mobilizer){{/isMobilizer}}' +
      '{{^isBuyingCommittee}} (outside){{/isBuyingCommittee}}{{/icp.buyerPersonas}}';
    expect(analyseTemplate(personas, 'BUYER_PERSONA').problems).toEqual([]);
    expect(analyseTemplate('{{#usp.products}}- {{.}}\n{{/usp.products}}', 'USP').problems).toEqual(
      [],
    );
  });

  it('names an unknown variable and its line', () => {
    expect(problemOf('Hello\n\n{{icp.nam}}')).toEqual({
      code: 'UNKNOWN_VARIABLE',
      message: 'Unknown variable "{{icp.nam}}" on line 3',
      line: 3,
    });
  });

  it('names a variable its type may not use', () => {
    expect(problemOf('{{usp.name}}', 'ICP')).toEqual({
      code: 'UNKNOWN_VARIABLE',
      message: 'Variable "{{usp.name}}" on line 1 is not available to ICP instructions',
      line: 1,
    });
  });

  it("says which fields a list's items have when a field is unknown", () => {
    expect(problemOf('{{#icp.segments}}\n{{isMobilizer}}{{/icp.segments}}')?.message).toBe(
      'Unknown variable "{{isMobilizer}}" on line 2: items of icp.segments have name, description, details',
    );
  });

  it('refuses a field outside its list and {{.}} outside a list of texts', () => {
    expect(problemOf('{{details}}')?.message).toBe('Unknown variable "{{details}}" on line 1');
    expect(problemOf('{{.}}')?.code).toBe('UNKNOWN_VARIABLE');
    expect(problemOf('{{#icp.segments}}{{.}}{{/icp.segments}}')?.code).toBe('UNKNOWN_VARIABLE');
  });

  it('reports an unclosed section on the line that opened it', () => {
    expect(problemOf('Intro\n{{#icp.segments}}- {{name}}\nmore')).toEqual({
      code: 'TEMPLATE_SYNTAX',
      message: 'Section "icp.segments" opened on line 2 is not closed',
      line: 2,
    });
  });

  it('reports a section closed but never opened, and a tag left open', () => {
    expect(problemOf('a\n{{/icp.segments}}')).toEqual({
      code: 'TEMPLATE_SYNTAX',
      message: 'Section "icp.segments" is closed on line 2 but never opened',
      line: 2,
    });
    expect(problemOf('a\nb {{tenant.name')?.message).toBe('A tag on line 2 is not closed with }}');
  });

  it('refuses a list used as a value, partials and delimiter changes', () => {
    expect(problemOf('{{icp.segments}}')).toMatchObject({
      code: 'TEMPLATE_SYNTAX',
      message: '"{{icp.segments}}" on line 1 is a list: write {{#icp.segments}}…{{/icp.segments}}',
    });
    expect(problemOf('{{> header}}')?.code).toBe('TEMPLATE_SYNTAX');
    expect(problemOf('{{=<% %>=}}<% tenant.name %>')?.code).toBe('TEMPLATE_SYNTAX');
  });

  it("keeps no text in mustache's shared parse cache (every draft would stay in memory)", () => {
    const cached: string[] = [];
    const shared = Mustache.templateCache;
    Mustache.templateCache = {
      set: (key: string) => void cached.push(key),
      get: () => undefined,
      clear: () => undefined,
    };
    try {
      analyseTemplate('Draft {{tenant.name}} typed once', 'ICP');
    } finally {
      Mustache.templateCache = shared;
    }
    expect(cached).toEqual([]);
  });

  it('accepts plain text and comments', () => {
    expect(analyseTemplate('No variables {{! a note }} here', 'COMPANY_RESEARCH')).toEqual({
      variables: [],
      problems: [],
    });
  });
});

describe('the catalogue', () => {
  it('serves tenant and workspace to every type, records to their own types', () => {
    expect(variablesFor('COMPANY_RESEARCH').map((v) => v.name)).toEqual([
      'tenant.name',
      'tenant.primaryDomain',
      'workspace.name',
      'workspace.description',
    ]);
    expect(variablesFor('USP_EDIT').map((v) => v.name)).toContain('usp.capabilities');
    expect(variablesFor('BUYER_PERSONA').map((v) => v.name)).toContain('icp.buyerPersonas');
    expect(recordKindFor('ICP_EDIT')).toBe('icp');
    expect(recordKindFor('USP')).toBe('usp');
    expect(recordKindFor('COMPANY_RESEARCH')).toBeNull();
  });

  it("every example is a text its variable's types accept", () => {
    for (const variable of PROMPT_VARIABLES) {
      const text = variable.kind === 'text' ? `{{${variable.name}}}` : variable.example;
      for (const type of variable.types) {
        expect(analyseTemplate(text, type).problems).toEqual([]);
      }
    }
  });
});
