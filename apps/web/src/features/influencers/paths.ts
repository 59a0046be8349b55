/** Staff `/influencer` (Liberta). */
export const INFLUENCERS_PATH = '/influencer';
