export * from './money';
export * from './debtAge';
export * from './enums';
export * from './common';
export * from './carrier';
export * from './csv';
export * from './template';
export * from './apiKey';
