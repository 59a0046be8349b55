// Its own module, so the container (and react-transition-group) is a chunk of its own: importing
// '@mantine/notifications' itself lazily would keep it in the chunk of the static imports of the
// package (the store that `notifications.show()` writes to).
export { Notifications } from '@mantine/notifications';
