export * from './auth.ts';
export * from './paths.ts';
export * from './places.ts';
export * from './auth-types.ts';
export * from './search.ts';
export * from './summary.ts';
export * from './video.ts';
export * from './embed.ts';
