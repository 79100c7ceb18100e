export const driversUrl = () => '/drivers';
