import type { FormRule } from 'antd';

/**
 * The Instruction's check against the variable catalogue for the chosen Type: the message the
 * API would answer (400 UNKNOWN_VARIABLE / TEMPLATE_SYNTAX), under the field, before sending.
 * The check and mustache come with the studio's chunk, not with the list.
 */
export const templateRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, text: string | undefined) => {
    if (!text) return;
    // Named as the studio's chunk, so the check is not downloaded twice.
    const { analyseTemplate } = await import(
      /* webpackChunkName: "instruction-studio" */ '@portal/contract/template'
    );
    const [problem] = analyseTemplate(text, getFieldValue('promptType')).problems;
    if (problem) throw new Error(problem.message);
  },
});
