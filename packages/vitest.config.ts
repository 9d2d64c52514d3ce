import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages',
    include: ['*/src/**/*.test.ts'],
    environment: 'node',
  },
});
