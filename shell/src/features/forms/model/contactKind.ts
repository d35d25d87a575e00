/** Which form: feedback ('Написать нам') or a callback request ('Оставить заявку'). */
export type ContactKind = 'feedback' | 'callback';
