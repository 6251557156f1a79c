import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { GoalType } from "@nutrisnap/shared/constants";
import type { BmiCategory } from "@nutrisnap/shared/nutrition";

export const goalTypeLabels: Record<GoalType, MessageDescriptor> = {
  weight_loss: msg`Lose weight`,
  weight_gain: msg`Gain weight`,
  maintenance: msg`Maintain weight`,
  muscle_gain: msg`Build muscle`,
};

/** spec §9 BMI categories. */
export const bmiCategoryLabels: Record<BmiCategory, MessageDescriptor> = {
  underweight: msg`Underweight`,
  normal: msg`Normal weight`,
  overweight: msg`Overweight`,
  obese: msg`Obese`,
};
