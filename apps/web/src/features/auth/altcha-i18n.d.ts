// The ALTCHA package ships its French strings without a type declaration; importing them only registers them.
declare module 'altcha/i18n/fr-fr';
