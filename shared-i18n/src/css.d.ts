// Stylesheets imported for their rules (the script fonts): the bundler adds them to the page.
declare module '*.css';
