// `npm test` runs every workspace's jest project; each keeps its own config beside its code.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes/*'],
};
