/*
 * The stand-in check printer's own catalogue: it plays an outside company (the check printer the
 * credit union hands members over to), so its styles and prices are the printer's data, not the
 * credit union's configuration.
 */

export interface CheckStyle {
  id: string;
  name: string;
  description: string;
  /** Price of one box, a decimal string in the printer's currency. */
  pricePerBox: string;
}

export const checkStyles: readonly CheckStyle[] = [
  { id: 'classic-blue', name: 'Classic Blue', description: 'Light blue safety paper, the printer’s standard.', pricePerBox: '21.95' },
  { id: 'mountain-vista', name: 'Mountain Vista', description: 'A Front Range skyline across every check.', pricePerBox: '24.95' },
  { id: 'security-gray', name: 'Security Gray', description: 'Heat-reactive ink, microprinting and a security screen.', pricePerBox: '27.95' },
  { id: 'aspen-gold', name: 'Aspen Gold', description: 'Autumn aspens on a warm gold background.', pricePerBox: '24.95' },
];

export const checkStyleById = (id: string): CheckStyle | undefined => checkStyles.find((style) => style.id === id);

export const checksPerBox = 120;
export const maxBoxes = 4;
/** The largest check number the printer's MICR line carries. */
export const maxCheckNumber = 999_999_999;
/** Days from the order to shipping, and to delivery by standard mail. */
export const shipsAfterDays = 2;
export const deliveredAfterDays = 10;
/** How long the order form may stay open before the member has to come back from online banking. */
export const orderFormMinutes = 15;
