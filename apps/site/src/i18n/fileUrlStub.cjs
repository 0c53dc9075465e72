module.exports = '/assets/file.woff2';
