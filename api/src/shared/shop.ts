/** Name of the shop as customers see it. */
export const SITE_NAME = 'Здоровье+';
