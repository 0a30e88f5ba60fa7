import prerendered from './prerender';

const dashboard = prerendered['./DashboardPage']!;
/** antd's map of the style paths the page's CSS holds, which the live page looks in first. */
const styleMap = () => /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(dashboard.css)![1]!;

describe("the dashboard's pre-rendered page", () => {
  it('is the loading page: its markup, its styles and its map of them', () => {
    expect(dashboard.html).toContain('Loading ICPs...');
    expect(styleMap()).toMatch(/\|Tabs-Tabs\|/);
  });

  // Issue 37 §6: the live ICP tab's search box, checkboxes and chips find their styles in the
  // page's CSS instead of generating and adding them while the dashboard loads.
  it("holds the styles of the live ICP tab's controls, without their markup", () => {
    for (const component of ['Input', 'Checkbox', 'Tag']) {
      expect(styleMap()).toMatch(new RegExp(`\\|${component}-\\w+\\|`));
    }
    expect(dashboard.css).toContain('.ant-checkbox');
    expect(dashboard.html).not.toContain('ant-checkbox');
    expect(dashboard.html).not.toContain('ant-tag');
  });
});
