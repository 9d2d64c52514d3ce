export { ratesRoutes } from './rates.routes.ts';
export { currentRate, currentRateExact, toRateDto, setRate, seedRates, DEFAULT_RATE, type CurrentRate } from './rates.service.ts';
