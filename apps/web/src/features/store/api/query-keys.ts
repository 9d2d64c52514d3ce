export const storeKeys = {
  all: ['store'] as const,
  info: () => [...storeKeys.all, 'info'] as const,
};
