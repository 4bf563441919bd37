export default 'test-asset';
