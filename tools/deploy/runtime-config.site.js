// Where the site and the admin panel find the API in the docker-compose stack. Edit for a real domain.
window.__FOUNDATION_CONFIG__ = { apiUrl: 'http://localhost:3000', siteUrl: 'http://localhost:8080', adminUrl: 'http://localhost:8081' };
